import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContainerProvider, useInjection } from "../../../../src/app/composition/ContainerContext";
import { APP_CONFIG, PORTS, USE_CASES } from "../../../../src/app/composition/tokens";
import { createTestContainer } from "../../../support/renderApp";

describe("the screens' access to the container", () => {
  it("gives a screen its use cases and the configuration", () => {
    function Probe() {
      const session = useInjection(USE_CASES.session);
      const config = useInjection(APP_CONFIG);
      return <p>{`${config.backend} backend, signed in: ${session.current() !== null}`}</p>;
    }
    render(
      <ContainerProvider container={createTestContainer()}>
        <Probe />
      </ContainerProvider>,
    );
    expect(screen.getByText("local backend, signed in: false")).toBeInTheDocument();
  });

  it("has no way for a screen to ask for a port (checked by the type checker)", () => {
    const askForAPort = () => {
      // @ts-expect-error Ports are for use cases only: a component goes through one.
      useInjection(PORTS.clock);
    };
    expect(askForAPort).toBeTypeOf("function");
  });
});
