"""Thousands of random edits and malformed messages against `sheetspec lsp`:
the server stays up, answers after all of them, and its memory stays flat.

Raw JSON-RPC over pipes (a client library cannot send broken frames)."""

import json
import os
import random
import subprocess
import sys
import threading

import pytest

BIN = os.environ["SHEETSPEC_BIN"]

SPEC = """version: 1
minimumOS: 16
sheets:
  stressSheet:
    type: StressViewController
    detents:
      - { id: half, fraction: 0.5 }
      - { id: full, system: large }
    initial: half
"""

MALFORMED = [
    b"Content-Length: 5\r\n\r\n{oops",                       # not JSON
    b"Content-Length: 2\r\n\r\n[]",                          # not an object
    b'Content-Length: 25\r\n\r\n{"jsonrpc":"2.0","id":77}',  # no method
    b"X-Nothing: 1\r\n\r\n",                                 # no length
    b'Content-Length: 46\r\n\r\n{"jsonrpc":"2.0","id":78,"method":"no/such"}  ',
]


class Server:
    def __init__(self):
        self.process = subprocess.Popen([BIN, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.responses = {}
        self.condition = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                byte = stream.read(1)
                if not byte:
                    return
                header += byte
            length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
            message = json.loads(stream.read(length))
            if "id" in message and "method" not in message:
                with self.condition:
                    self.responses[message["id"]] = message
                    self.condition.notify_all()

    def send_raw(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message):
        body = json.dumps(message).encode()
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, identifier, method, params):
        self.send({"jsonrpc": "2.0", "id": identifier, "method": method, "params": params})
        with self.condition:
            if not self.condition.wait_for(lambda: identifier in self.responses, timeout=60):
                raise AssertionError(f"no answer to {method} ({identifier})")
            return self.responses.pop(identifier)

    def resident_kib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def random_edit(rng: random.Random, text: str) -> str:
    position = rng.randrange(len(text) + 1)
    choice = rng.random()
    if choice < 0.4:
        return text[:position] + rng.choice([" ", "x", ":", "\n", "- ", "{", "é", "😀", "half"]) + text[position:]
    if choice < 0.8 and len(text) > 20:
        return text[:position] + text[position + rng.randrange(1, 6):]
    return SPEC


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc for the server's memory")
def test_thousands_of_random_edits_and_malformed_messages():
    rng = random.Random(20261126)
    server = Server()
    uri = "file:///tmp/sheetspec-stress/stress.sheet.yaml"
    try:
        server.request(1, "initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        server.send({
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": SPEC}},
        })
        text = SPEC
        samples = []
        for version in range(2, 3002):
            text = random_edit(rng, text)
            server.send({
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]},
            })
            if version % 50 == 0:
                server.send_raw(rng.choice(MALFORMED))
            if version % 250 == 0:
                line = rng.randrange(text.count("\n") + 1)
                answer = server.request(
                    10_000 + version, "textDocument/hover",
                    {"textDocument": {"uri": uri}, "position": {"line": line, "character": rng.randrange(40)}},
                )
                assert "error" not in answer or answer["error"]["code"] != -32603, answer
                samples.append(server.resident_kib())
        answer = server.request(2, "textDocument/completion", {
            "textDocument": {"uri": uri}, "position": {"line": 0, "character": 0},
        })
        assert "result" in answer, answer
        # Flat: the last sample within 20% (or 8 MiB) of the first after warm-up.
        print("resident KiB every 250 edits:", samples)
        first, last = samples[1], samples[-1]
        assert last <= max(first * 1.2, first + 8192), f"resident memory grew: {samples} KiB"
        assert server.request(3, "shutdown", None)["result"] is None
        server.send({"jsonrpc": "2.0", "method": "exit"})
        assert server.process.wait(timeout=30) == 0
    finally:
        if server.process.poll() is None:
            server.process.kill()
