// Owner actions acting for a business profile (spec 3 section 4: "Owner actions may carry an
// orbac_subject_id"): the subject must be a user the viewer may act for (section 6: OWNER or the
// multi-factor requirement met), or the call is refused with a 403; the action is then the
// subject's.
import type { User } from '../domain/types';
import { mayActFor } from './boards';
import { badRequest, forbidden, optStr } from './http';
import type { Ctx } from './http';

/** The user the call acts as: the orbac_subject_id's profile when given, else the viewer. */
export function actingSubject(ctx: Ctx, viewer: User): User {
  const subjectId = optStr(ctx.body, 'orbac_subject_id');
  if (subjectId === undefined || subjectId === viewer.id) return viewer;
  if (subjectId === '') throw badRequest('orbac_subject_id must not be empty.');
  const subject = ctx.store.get('users', subjectId);
  if (!subject || !mayActFor(ctx.store, viewer, subject)) {
    throw forbidden(`You can't act for the business profile ${subjectId}.`);
  }
  return subject;
}
