// For a view's test: the running system's logic loaded (the screen's arbiter among its late root
// actors) and the arbiter told what the shell would tell it: the app's width (a desktop's unless
// said) and the cookie choice made. Surfaces that ask it are then served as in the app.
import { SYSTEM_IDS } from '../../machines/system-ids';
import { appActor, loadPinLogic } from '../../runtime/system';
import type { ScreenArbiterRef } from './arbitrated';

export async function openScreen({ width = 1280 }: { width?: number } = {}) {
  await loadPinLogic();
  const arbiter = appActor.system.get(SYSTEM_IDS.screenArbiter) as ScreenArbiterRef;
  arbiter.send({ type: 'arbiter.resize', width });
  arbiter.send({ type: 'arbiter.consent' });
  return arbiter;
}
