import { useCallback, useState } from "react";
import type { ScheduleView } from "../../../../domain/operations/ManageSchedule";
import { useInjection } from "../../../app/composition/ContainerContext";
import { USE_CASES } from "../../../app/composition/tokens";
import { useLoaded } from "../../../shared/ui/useLoaded";
import { ConsoleSection } from "../ConsoleSection";
import { OperationsFailure } from "../OperationsFailure";
import { operationsCopy } from "../operationsCopy";
import { ScheduleForm } from "./ScheduleForm";
import { SchedulePreview } from "./SchedulePreview";
import { scheduleCopy as copy } from "./scheduleCopy";
import { scheduleFieldsOf } from "./scheduleForm";

export const SCHEDULE_SECTION_ID = "schedule";

/** Schedule: the meal schedule in a form checked by the domain's one parser, and its next four weeks. */
export function ScheduleSection() {
  const operations = useInjection(USE_CASES.operations);
  const load = useCallback(async () => (await operations()).schedule.view(), [operations]);
  const { state, retry } = useLoaded(load);
  const [saved, setSaved] = useState<ScheduleView | null>(null);
  const view = saved ?? (state.status === "ready" ? state.value : null);
  return (
    <ConsoleSection id={SCHEDULE_SECTION_ID} heading={copy.heading} intro={copy.intro}>
      {view === null ? (
        state.status === "failed" ? (
          <OperationsFailure error={state.error} retry={retry} />
        ) : (
          <p role="status">{operationsCopy.loading}</p>
        )
      ) : (
        <>
          <ScheduleForm initial={scheduleFieldsOf(view.data)} onSaved={setSaved} />
          <SchedulePreview preview={view.preview} timeZone={view.data.timeZone} />
        </>
      )}
    </ConsoleSection>
  );
}
