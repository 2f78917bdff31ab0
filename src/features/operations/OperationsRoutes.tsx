import { Route, Routes } from "react-router-dom";
import { pageTitle } from "../../shared/copy/brand";
import { NotFoundPage } from "../../shared/layout/NotFoundPage";
import { CONSOLE_SECTIONS } from "./consoleSections";
import styles from "./Operations.module.css";
import { OperatorGate } from "./OperatorGate";
import { operationsCopy } from "./operationsCopy";

/**
 * /ops: the operators' console, for accounts with the operator role (OperatorGate): its sections on
 * one page, with links to each. Loaded on demand: no student's page carries it.
 */
export function OperationsRoutes() {
  return (
    <div className={styles.page}>
      <title>{pageTitle(operationsCopy.title)}</title>
      <meta name="description" content={operationsCopy.description} />
      <meta name="robots" content="noindex" />
      <h1 className={styles.heading}>{operationsCopy.heading}</h1>
      <OperatorGate>
        {(operator) => (
          <Routes>
            <Route
              index
              element={
                <>
                  <nav aria-label={operationsCopy.sectionsNavigation}>
                    <ul className={styles.sectionLinks}>
                      {CONSOLE_SECTIONS.map((section) => (
                        <li key={section.id}>
                          <a href={`#${section.id}`}>{section.heading}</a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                  {CONSOLE_SECTIONS.map(({ id, Section }) => (
                    <Section key={id} operator={operator} />
                  ))}
                </>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        )}
      </OperatorGate>
    </div>
  );
}
