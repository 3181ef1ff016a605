/**
 * The line above a provider's form inside the store's page (Adyen's card component on /topay,
 * Nuvei's Simply Connect on /nuvei-jump): a module of its own, reading no messages, so a page
 * that shows it is sent no namespace for it.
 */

/**
 * Where a provider's form inside the page stands: `waiting` until it is ready, then nothing, or
 * what went wrong (a refused card, a form that did not load), announced when it changes.
 */
export function ProviderFormStatus({ ready, problem, waiting }: { ready: boolean; problem: string | null; waiting: string }) {
  if (problem) {
    return (
      <p className="error-text" role="alert">
        {problem}
      </p>
    );
  }
  return ready ? null : (
    <p className="hint" role="status">
      {waiting}
    </p>
  );
}

