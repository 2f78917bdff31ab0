import "./styles/fonts.css";
import "./styles/global.css";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

const prerendered = root.dataset.prerendered === window.location.pathname;
const start = async () => (await import("./startApp")).startApp(root, prerendered);

// A pre-rendered page can be read, and its links followed, before any script runs: its code is
// fetched once the page has painted, so that on a slow connection it does not compete with the
// page's own CSS, text and images. The app shell has nothing to show without it: it starts at once.
if (prerendered) requestAnimationFrame(() => setTimeout(start));
else void start();
