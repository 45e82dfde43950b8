// Code generation from the layout plan lives here (issue 5). The module is
// declared now so that the dependency graph of docs/Architecture.md holds
// from the first build; it has no behaviour yet.
