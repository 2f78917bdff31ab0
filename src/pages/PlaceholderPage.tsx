import { pageTitle } from "../copy/brand";

/** A page whose real content comes with the public-site work; for now its heading only. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div style={{ padding: "48px 16px", maxWidth: 960, margin: "0 auto" }}>
      <title>{pageTitle(title)}</title>
      <h1>{title}</h1>
    </div>
  );
}
