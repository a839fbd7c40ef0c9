// The key a run sets in sessionStorage before a real reload in its middle, so the next load takes
// the run up again with the state it has instead of setting it aside as for a new run;
// ui/index.html's first inline script reads the same key (docs/decisions/065).
export const CARRY_RUN_KEY = 'pinstate-player.carryRun';
