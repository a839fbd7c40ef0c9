// The hook the scenario player's page offers a Playwright driver (`window.__pinstateScenario`,
// set by ui/player/routes.tsx; read by playwright-driver.ts): its methods and their calls.

export type ExternalMethod =
  | 'start'
  | 'send'
  | 'api'
  | 'read'
  | 'hasText'
  | 'stop'
  | 'visit'
  | 'wait'
  | 'settle'
  | 'path'
  | 'resume'
  | 'carryAcrossReload';

/**
 * The hook a Playwright driver uses on `/scenarios/:id`: it drives the player's live app with the
 * same browser driver, step by step, while Playwright itself clicks and hovers (scenarios/
 * drivers/playwright-driver.ts). Readings come back as plain JSON.
 */
export interface ExternalDriverHook {
  /** Drives scenario `id`; `wait` steps move the app's clock at `speed` (0: at once). */
  use: (id: string, speed?: number) => boolean;
  call: (method: ExternalMethod, ...args: unknown[]) => Promise<unknown>;
}

declare global {
  interface Window {
    __pinstateScenario?: ExternalDriverHook;
  }
}
