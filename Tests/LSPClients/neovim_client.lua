-- `sheetspec lsp` in Neovim's built-in LSP client, headless, as a user's
-- editor runs it. Works from Neovim 0.7 (Debian 12), which predates
-- vim.lsp.start: vim.lsp.start_client and buf_attach_client do the same.
-- Run by scripts/check-lsp-clients.sh:
--   SHEETSPEC_BIN=… SHEETSPEC_WORKSPACE=… nvim --headless -u NONE -c "luafile neovim_client.lua"
-- Prints `ok <check>` or `FAIL <check>` per check and quits with status 1 on a failure.

local bin = os.getenv("SHEETSPEC_BIN")
local workspace = os.getenv("SHEETSPEC_WORKSPACE")
local failures = 0

local function check(name, condition, detail)
  if condition then
    io.stdout:write("ok   " .. name .. "\n")
  else
    failures = failures + 1
    io.stdout:write("FAIL " .. name .. (detail and (": " .. vim.inspect(detail)) or "") .. "\n")
  end
end

local client_id = vim.lsp.start_client({
  name = "sheetspec",
  cmd = { bin, "lsp" },
  root_dir = workspace,
  workspace_folders = { { uri = vim.uri_from_fname(workspace), name = "app" } },
})
check("the server starts", client_id ~= nil)

vim.cmd("edit " .. workspace .. "/child.sheet.yaml")
local child = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(child, client_id)

local function diagnostics_of(buffer)
  local codes = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(codes, diagnostic.code or (diagnostic.user_data and diagnostic.user_data.lsp and diagnostic.user_data.lsp.code))
  end
  return codes
end

-- The misspelt key on line 7 (0-based 6) is diagnosed at its column.
vim.wait(20000, function() return #vim.diagnostic.get(child) > 0 end, 50)
local diagnostics = vim.diagnostic.get(child)
local typo = nil
for _, diagnostic in ipairs(diagnostics) do
  local code = diagnostic.code or (diagnostic.user_data and diagnostic.user_data.lsp and diagnostic.user_data.lsp.code)
  if code == "SS1003" then typo = diagnostic end
end
check("a typo is diagnosed with its code", typo ~= nil, diagnostics_of(child))
check("at its line and column", typo ~= nil and typo.lnum == 6 and typo.col == 4, typo)

-- The quick fix, applied through Neovim's own workspace-edit code, fixes the typo.
local params = {
  textDocument = { uri = vim.uri_from_bufnr(child) },
  range = { start = { line = 6, character = 4 }, ["end"] = { line = 6, character = 16 } },
  context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(child, 6) },
}
local answers = vim.lsp.buf_request_sync(child, "textDocument/codeAction", params, 10000) or {}
local edit = nil
for _, answer in pairs(answers) do
  for _, action in ipairs(answer.result or {}) do
    if action.edit then edit = action.edit end
  end
end
check("a code action carries the fix", edit ~= nil, answers)
if edit then vim.lsp.util.apply_workspace_edit(edit, "utf-16") end
local line = vim.api.nvim_buf_get_lines(child, 6, 7, false)[1]
check("applying it fixes the key", line == "    cornerRadius: 12", line)
vim.wait(20000, function() return #vim.diagnostic.get(child) == 0 end, 50)
check("and the diagnostic goes away", #vim.diagnostic.get(child) == 0, diagnostics_of(child))

-- Completion after `presentation: ` lists the three keywords.
vim.api.nvim_buf_set_lines(child, 7, 7, false, { "    presentation: " })
local completion = vim.lsp.buf_request_sync(child, "textDocument/completion", {
  textDocument = { uri = vim.uri_from_bufnr(child) },
  position = { line = 7, character = 18 },
}, 10000) or {}
local labels = {}
for _, answer in pairs(completion) do
  local items = answer.result and (answer.result.items or answer.result) or {}
  for _, item in ipairs(items) do table.insert(labels, item.label) end
end
table.sort(labels)
check("completion after presentation: lists the keywords", table.concat(labels, ",") == "embedded,modal,overlay,popover", labels)
vim.api.nvim_buf_set_lines(child, 7, 8, false, {})

-- Go to definition on the extends id lands in the other file.
local definition = vim.lsp.buf_request_sync(child, "textDocument/definition", {
  textDocument = { uri = vim.uri_from_bufnr(child) },
  position = { line = 4, character = 17 },
}, 10000) or {}
local target = nil
for _, answer in pairs(definition) do
  local result = answer.result
  if result then target = result[1] or result end
end
check("definition on extends jumps to base.sheet.yaml",
  target ~= nil and target.uri == vim.uri_from_fname(workspace .. "/base.sheet.yaml") and target.range.start.line == 3,
  target)

-- Hover on the detent in base.sheet.yaml names its height on iPhone 16.
vim.cmd("edit " .. workspace .. "/base.sheet.yaml")
local base = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(base, client_id)
local hover = vim.lsp.buf_request_sync(base, "textDocument/hover", {
  textDocument = { uri = vim.uri_from_bufnr(base) },
  position = { line = 6, character = 15 },
}, 10000) or {}
local text = ""
for _, answer in pairs(hover) do
  if answer.result then text = answer.result.contents.value or vim.inspect(answer.result.contents) end
end
local expected = os.getenv("SHEETSPEC_HALF_ON_IPHONE_16")
check("hover shows the plan's height on iPhone 16", text:find(expected .. " pt on iPhone 16", 1, true) ~= nil, text)

vim.lsp.stop_client(client_id)
if failures > 0 then vim.cmd("cquit 1") else vim.cmd("qall!") end
