import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { readConfig } from "./composition/config";
import { createContainer } from "./composition/createContainer";
import "./styles/fonts.css";
import "./styles/global.css";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

try {
  const container = createContainer(readConfig(import.meta.env), window);
  createRoot(root).render(
    <StrictMode>
      <App container={container} />
    </StrictMode>,
  );
} catch (error) {
  // A deployment built with a wrong configuration: say so instead of showing nothing.
  root.textContent = `Strangers cannot start: ${error instanceof Error ? error.message : String(error)}`;
  throw error;
}
