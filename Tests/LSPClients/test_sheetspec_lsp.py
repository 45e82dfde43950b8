"""`sheetspec lsp` driven by pytest-lsp, a real LSP client library, as an
editor drives it: diagnostics on open, a quick fix applied, completion,
hover against `sheetspec plan`, go to definition across files, and an edit
in one file re-checking the file that extends it.

Run by scripts/check-lsp-clients.sh (SHEETSPEC_BIN names the binary)."""

import asyncio
import atexit
import json
import os
import pathlib
import shutil
import subprocess
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

BIN = os.environ["SHEETSPEC_BIN"]

# The clients' workspace (Tests/LSPClients/workspace), copied so that nothing
# a test does reaches the repository: `child` extends `base` and misspells a key.
FIXTURE = pathlib.Path(__file__).parent / "workspace"
BASE = (FIXTURE / "base.sheet.yaml").read_text()
CHILD = (FIXTURE / "child.sheet.yaml").read_text()
WORKSPACE = pathlib.Path(tempfile.mkdtemp(prefix="sheetspec-lsp-clients."))
atexit.register(shutil.rmtree, WORKSPACE, ignore_errors=True)
shutil.copytree(FIXTURE, WORKSPACE, dirs_exist_ok=True)
BASE_URI = (WORKSPACE / "base.sheet.yaml").as_uri()
CHILD_URI = (WORKSPACE / "child.sheet.yaml").as_uri()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BIN, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(),
            root_uri=WORKSPACE.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=WORKSPACE.as_uri(), name="app")],
        )
    )
    yield
    await lsp_client.shutdown_session()


def open_document(client: LanguageClient, uri: str, text: str, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=text)
        )
    )


def change_document(client: LanguageClient, uri: str, text: str, version: int):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def diagnostics_after(client: LanguageClient, uri: str, action, until=lambda diagnostics: True):
    """Runs `action`, then waits until the server has published for `uri`
    diagnostics that satisfy `until`. Every change republishes every open
    document, so a publication from an earlier change may still be arriving:
    waiting for the expected state, not for the next message, is what makes
    the tests independent of timing."""
    client.diagnostics.pop(uri, None)
    action()
    deadline = asyncio.get_running_loop().time() + 20
    while uri not in client.diagnostics or not until(client.diagnostics[uri]):
        remaining = deadline - asyncio.get_running_loop().time()
        if remaining <= 0:
            raise AssertionError(f"no publication for {uri} that satisfies the condition: {client.diagnostics.get(uri)}")
        try:
            await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), remaining)
        except asyncio.TimeoutError:
            pass
    return client.diagnostics[uri]


def apply(text: str, edits) -> str:
    """Applies LSP text edits (ASCII text: UTF-16 units are characters)."""
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start = offsets[edit.range.start.line] + edit.range.start.character
        end = offsets[edit.range.end.line] + edit.range.end.character
        text = text[:start] + edit.new_text + text[end:]
    return text


async def test_a_typo_is_diagnosed_at_its_range_and_its_quick_fix_clears_it(client: LanguageClient):
    published = await diagnostics_after(client, CHILD_URI, lambda: open_document(client, CHILD_URI, CHILD))
    typo = next(d for d in published if d.code == "SS1003")
    assert typo.range.start == types.Position(line=6, character=4)
    assert typo.range.end == types.Position(line=6, character=16)

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=CHILD_URI),
            range=typo.range,
            context=types.CodeActionContext(diagnostics=[typo]),
        )
    )
    fix = next(a for a in actions if isinstance(a, types.CodeAction) and a.edit is not None)
    fixed = apply(CHILD, fix.edit.changes[CHILD_URI])
    assert "cornerRadius: 12" in fixed
    after = await diagnostics_after(
        client, CHILD_URI, lambda: change_document(client, CHILD_URI, fixed, 2),
        until=lambda diagnostics: all(d.code != "SS1003" for d in diagnostics),
    )
    assert [d.code for d in after] == []


async def test_completion_after_presentation_lists_every_keyword(client: LanguageClient):
    text = BASE.replace("    initial: half\n", "    initial: half\n    presentation: \n")
    await diagnostics_after(client, BASE_URI, lambda: open_document(client, BASE_URI, text))
    line = text.split("\n").index("    presentation: ")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=BASE_URI),
            position=types.Position(line=line, character=len("    presentation: ")),
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    assert sorted(item.label for item in items) == ["embedded", "modal", "overlay", "popover"]


async def test_hover_on_a_detent_shows_the_heights_sheetspec_plan_prints(client: LanguageClient):
    await diagnostics_after(client, BASE_URI, lambda: open_document(client, BASE_URI, BASE))
    plan = json.loads(
        subprocess.run(
            [BIN, "plan", "base.sheet.yaml", "--profile", "iphone-16"],
            cwd=WORKSPACE, check=True, capture_output=True, text=True,
        ).stdout
    )
    screen = plan["sheets"][0]["layouts"][0]["screens"][0]
    half = next(d for d in screen["detents"] if d["id"] == "half")["height"]
    line = BASE.split("\n").index("      - { id: half, fraction: 0.5 }")
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=BASE_URI),
            position=types.Position(line=line, character=15),
        )
    )
    text = hover.contents.value if isinstance(hover.contents, types.MarkupContent) else str(hover.contents)
    assert f"{half:g} pt on iPhone 16" in text, text


async def test_definition_on_an_extends_id_jumps_to_the_other_file(client: LanguageClient):
    await diagnostics_after(client, CHILD_URI, lambda: open_document(client, CHILD_URI, CHILD))
    line = CHILD.split("\n").index("    extends: baseSheet")
    result = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=CHILD_URI),
            position=types.Position(line=line, character=len("    extends: base")),
        )
    )
    locations = result if isinstance(result, list) else [result]
    assert [location.uri for location in locations] == [BASE_URI]
    assert locations[0].range.start.line == BASE.split("\n").index("  baseSheet:")


async def test_an_edit_in_one_file_rechecks_the_file_that_extends_it(client: LanguageClient):
    fixed_child = CHILD.replace("cornerRadiuz", "cornerRadius")
    await diagnostics_after(client, CHILD_URI, lambda: open_document(client, CHILD_URI, fixed_child))
    await diagnostics_after(client, BASE_URI, lambda: open_document(client, BASE_URI, BASE))
    renamed = BASE.replace("  baseSheet:", "  renamedSheet:")
    child_after = await diagnostics_after(
        client, CHILD_URI, lambda: change_document(client, BASE_URI, renamed, 2),
        until=lambda diagnostics: any(d.code == "SS2101" for d in diagnostics),
    )
    assert "SS2101" in [d.code for d in child_after], "the child now extends a sheet that is gone"
