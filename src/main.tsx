import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { readConfig } from "./composition/config";
import { createContainer } from "./composition/createContainer";
import "@fontsource-variable/bricolage-grotesque/wght.css";
import "./styles/global.css";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

const container = createContainer(readConfig(import.meta.env), window);

createRoot(root).render(
  <StrictMode>
    <App container={container} />
  </StrictMode>,
);
