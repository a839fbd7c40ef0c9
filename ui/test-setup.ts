// Setup for the view tests: Testing Library's `findBy` and `waitFor` wait up to 5 s for what a
// page shows after its lazy chunk and its answers from the live fake API arrive. A ceiling, not
// a pause: a page that renders at once is read at once; two cores running the whole suite still
// get their answers in time.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });

// Each view test file starts on a system of its own, as ui/main.tsx starts one before the first
// render: the browser's defaults, nothing answering at the page's origin. A file that needs an
// API (the live fake API, a stub) starts its own in place of it (startAppSystem).
import { startAppSystem } from '../runtime/system';

startAppSystem();
