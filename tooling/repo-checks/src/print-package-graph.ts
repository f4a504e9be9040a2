// Prints the package graph: pnpm graph
import { renderPackageGraph } from "./package-graph.js";
import { readPackages } from "./workspace.js";

process.stdout.write(renderPackageGraph([...readPackages("packages"), ...readPackages("tooling")]));
