import styles from "./fields.module.css";

interface FormAlertProps {
  readonly tone: "problem" | "success";
  readonly message: string | null;
}

/**
 * A form-level message, announced by screen readers when it appears. The live
 * region stays in the page while empty so that its first message is read out.
 */
export function FormAlert({ tone, message }: FormAlertProps) {
  return (
    <div
      role={tone === "problem" ? "alert" : "status"}
      className={message ? styles[tone] : undefined}
      data-testid={`form-${tone}`}
    >
      {message}
    </div>
  );
}
