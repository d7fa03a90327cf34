// The VS Code client of the Lopti language server: it starts `lopti lsp` (stdio) for
// .lopti files; everything else (diagnostics, hover, completion, ...) is the server's.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("lopti").get("server.command", ["lopti", "lsp"]);
  const server = { command: command[0], args: command.slice(1), transport: TransportKind.stdio };
  client = new LanguageClient("lopti", "Lopti language server", server, {
    documentSelector: [{ scheme: "file", language: "lopti" }],
  });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
