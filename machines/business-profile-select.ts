// What the profile page reads of the business profiles (spec 3 section 4 "Business-profile
// switching"): the profile a partner acts as, for the owner's details a profile header shows.
import { selectEffectiveProfileId, type BusinessProfileSnapshot } from './business-profile.machine';

/**
 * The profile a partner acts as once the profiles have loaded, or null: for anyone who cannot
 * switch, and while the profiles load, pages show no one's owner details but the viewer's own.
 */
export const selectActingProfileId = (s: BusinessProfileSnapshot): string | null =>
  s.matches('ready') && s.context.canSwitch ? selectEffectiveProfileId(s) : null;
