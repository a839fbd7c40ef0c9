// Users, interests, invite codes, business access and user settings (spec 3 section 7, spec 2
// section 7), and the guidance-layer experience calls (spec 2 section 7).
import type { ExperienceEvent, Experience, User, UserSettings } from '../domain/types';
import { decorateInterest, decorateUser, findUser } from './decorate';
import type { Answer, Ctx, RouteDef } from './http';
import { withSurveyOrigin } from './routes-surveys';
import { parseSaveBehavior, SAVE_BEHAVIOR_INVALID } from '../domain/save-behavior';
import {
  HttpError,
  badRequest,
  bool,
  forbidden,
  jsonField,
  newId,
  notFound,
  optStr,
  requireViewer,
} from './http';

function userOr404(ctx: Ctx, idOrUsername: string): User {
  const user = findUser(ctx.store, idOrUsername);
  if (!user) throw notFound(`User ${idOrUsername} not found.`);
  return user;
}

function followUser(ctx: Ctx, on: boolean): Answer {
  const viewer = requireViewer(ctx, on ? 'follow' : 'unfollow');
  const target = userOr404(ctx, ctx.params.id ?? '');
  const bodyUser = optStr(ctx.body, 'user_id');
  if (bodyUser !== undefined && bodyUser !== target.id && bodyUser !== target.username) {
    throw badRequest(
      `Body user_id ${bodyUser} does not match the user ${ctx.params.id ?? ''} in the path.`,
    );
  }
  if (target.id === viewer.id) throw badRequest("You can't follow yourself.");
  const existing = ctx.store.index.followByKey.get(`${viewer.id}|user|${target.id}`);
  if (on !== Boolean(existing)) {
    if (on)
      ctx.store.put('follows', {
        id: `user:${viewer.id}:${target.id}`,
        userId: viewer.id,
        kind: 'user',
        targetId: target.id,
      });
    else if (existing) ctx.store.del('follows', existing.id);
    const step = on ? 1 : -1;
    ctx.store.put('users', { ...target, followerCount: Math.max(0, target.followerCount + step) });
    const me = ctx.store.get('users', viewer.id) ?? viewer;
    ctx.store.put('users', { ...me, followingCount: Math.max(0, me.followingCount + step) });
  }
  return { data: { id: target.id, explicitlyFollowedByMe: on } };
}

function interestOr404(ctx: Ctx, idOrUrlName: string) {
  const interest =
    ctx.store.get('interests', idOrUrlName) ??
    ctx.store.all('interests').find((i) => i.urlName === idOrUrlName);
  if (!interest) throw notFound(`Interest ${idOrUrlName} not found.`);
  return interest;
}

function followInterest(ctx: Ctx, on: boolean): Answer {
  const viewer = requireViewer(ctx, on ? 'follow' : 'unfollow');
  const interest = interestOr404(ctx, ctx.params.id ?? '');
  const bodyId = optStr(ctx.body, 'interest_id');
  if (bodyId !== undefined && bodyId !== interest.id) {
    throw badRequest(
      `Body interest_id ${bodyId} does not match the interest ${interest.id} in the path.`,
    );
  }
  const list = ctx.body.interest_list;
  if (list !== undefined && (!Array.isArray(list) || list.some((v) => typeof v !== 'string'))) {
    throw badRequest('Field "interest_list" must be a list of interest ids.');
  }
  const existing = ctx.store.index.followByKey.get(`${viewer.id}|interest|${interest.id}`);
  if (on && !existing) {
    ctx.store.put('follows', {
      id: `interest:${viewer.id}:${interest.id}`,
      userId: viewer.id,
      kind: 'interest',
      targetId: interest.id,
    });
  }
  if (!on && existing) ctx.store.del('follows', existing.id);
  return { data: { id: interest.id, followedByMe: on } };
}

function inviteMetadata(ctx: Ctx): Answer {
  const code = ctx.params.code ?? '';
  const invite = ctx.store.get('inviteCodes', code);
  if (!invite) throw notFound(`Invite code ${code} not found.`);
  if (invite.failing) throw new HttpError(410, `Invite code ${code} is no longer valid.`);
  const s = invite.sender;
  return {
    data: {
      first_name: s.first_name,
      is_default_image: s.is_default_image,
      image_medium_url: s.image_medium_url,
      invite_channel: invite.inviteChannel,
      sender_id: s.id,
      should_show_messaging: s.should_show_messaging,
      sender: s,
      ...(invite.pinId ? { pin_id: invite.pinId } : {}),
    },
  };
}

function businessProfiles(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'see your business profiles');
  if (!viewer.isPartner) throw forbidden('Business profiles are only for partner accounts.');
  const grant = ctx.store.all('businessAccess').find((g) => g.userId === viewer.id);
  const profiles = Object.fromEntries((grant?.profiles ?? []).map((p) => [p.id, p]));
  return { data: { profiles } };
}

const COOKIE_FIELDS = [
  'allow_analytic_cookies',
  'allow_marketing_cookies',
  'allow_personalization_cookies',
] as const;

/** The viewer's stored settings, with the account's save behaviour (spec 3 section 3). */
function settingsOf(ctx: Ctx, viewer: User): UserSettings {
  return {
    ...(ctx.store.get('userSettings', viewer.id) ?? {
      id: viewer.id,
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: false,
    }),
    save_behavior: (ctx.store.get('users', viewer.id) ?? viewer).saveBehavior,
  };
}

/**
 * Cookie choices (the three switches together, spec 2 section 7) and/or save_behavior (0 or 1,
 * spec 3 section 3). Every field is checked before anything is written: a bad value answers 400
 * and changes nothing.
 */
function updateSettings(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'save your cookie choices');
  const b = ctx.body;
  const hasBehavior = b.save_behavior !== undefined;
  const saveBehavior = hasBehavior ? parseSaveBehavior(b.save_behavior) : null;
  if (hasBehavior && saveBehavior === null) throw badRequest(SAVE_BEHAVIOR_INVALID);
  const hasCookies = !hasBehavior || COOKIE_FIELDS.some((f) => b[f] !== undefined);
  const cookies = hasCookies
    ? {
        allow_analytic_cookies: bool(b, 'allow_analytic_cookies'),
        allow_marketing_cookies: bool(b, 'allow_marketing_cookies'),
        allow_personalization_cookies: bool(b, 'allow_personalization_cookies'),
      }
    : null;
  const tag = optStr(b, 'surface_tag', { allowEmpty: true, max: 200 });
  if (cookies) {
    const kept = ctx.store.get('userSettings', viewer.id)?.onboarding;
    const settings: UserSettings = { id: viewer.id, ...cookies };
    if (tag !== undefined) settings.surface_tag = tag;
    if (kept) settings.onboarding = kept;
    ctx.store.put('userSettings', settings);
  }
  const user = ctx.store.get('users', viewer.id);
  if (saveBehavior !== null && user) ctx.store.put('users', { ...user, saveBehavior });
  return { data: settingsOf(ctx, viewer) };
}

// --- experiences ---

function viewerKey(ctx: Ctx): string {
  return ctx.viewer?.id ?? '';
}

/** The viewer's experiences: completed and dismissed ones are gone, viewed ones say so. */
function experiencesFor(ctx: Ctx, keep: (e: Experience) => boolean): Experience[] {
  const out: Experience[] = [];
  for (const e of ctx.store.all('experiences')) {
    if (!keep(e)) continue;
    const actions = ctx.store.index.experienceActions.get(`${viewerKey(ctx)}|${e.id}`);
    if (actions?.has('completed') || actions?.has('dismissed')) continue;
    const answered = withSurveyOrigin(ctx, e);
    out.push(actions?.has('viewed') ? { ...answered, status: 'viewed' } : answered);
  }
  return out;
}

function placedExperience(ctx: Ctx): Experience {
  const id = ctx.params.id ?? '';
  if (!/^\d+:\d+$/.test(id)) {
    throw badRequest(
      `Placed experience id "${id}" must be placement:experience, such as 11:500500.`,
    );
  }
  const bodyId = optStr(ctx.body, 'placed_experience_id');
  if (bodyId !== undefined && bodyId !== id) {
    throw badRequest(`Body placed_experience_id ${bodyId} does not match ${id} in the path.`);
  }
  const experience = ctx.store.get('experiences', id);
  if (!experience) throw notFound(`Placed experience ${id} not found.`);
  return experience;
}

function experienceAction(ctx: Ctx, action: ExperienceEvent['action']): Answer {
  const experience = placedExperience(ctx);
  const extra = jsonField(ctx.body, 'extra_context');
  const targeting = ctx.body.targeting;
  if (
    targeting !== undefined &&
    targeting !== null &&
    (typeof targeting !== 'object' || Array.isArray(targeting))
  ) {
    throw badRequest('Field "targeting" must be an object.');
  }
  ctx.store.put('experienceEvents', {
    id: newId('x'),
    userId: ctx.viewer?.id ?? null,
    placedExperienceId: experience.id,
    action,
  });
  const data: Record<string, unknown> = { placedExperienceId: experience.id, action };
  // The trigger call sends extra_context merged with the experience's own metadata.
  if (action === 'triggered') data.context = { ...experience.metadata, ...(extra ?? {}) };
  return { data };
}

function placementIds(ctx: Ctx): Set<number> {
  const raw = ctx.query.placement_ids;
  if (!raw)
    throw badRequest('Query parameter "placement_ids" is required (comma-separated numbers).');
  const ids = raw.split(',').map((s) => s.trim());
  if (ids.some((s) => !/^\d+$/.test(s))) {
    throw badRequest(
      `Query parameter "placement_ids" must be comma-separated numbers; got "${raw}".`,
    );
  }
  return new Set(ids.map(Number));
}

export const peopleRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/users/',
    summary: 'Every user (the dev toolbar picks a viewer from them)',
    handler: (ctx) => ({
      data: ctx.store.all('users').map((u) => decorateUser(ctx.store, u, ctx.viewer?.id ?? null)),
    }),
  },
  {
    method: 'GET',
    path: '/v3/users/:id/',
    summary: 'One user by id or username (field_set_key accepted), with explicitlyFollowedByMe',
    handler: (ctx) => ({
      data: decorateUser(ctx.store, userOr404(ctx, ctx.params.id ?? ''), ctx.viewer?.id ?? null),
    }),
  },
  {
    method: 'PUT',
    path: '/v3/users/:id/follow/',
    summary: 'Follow a user: user_id',
    write: true,
    handler: (ctx) => followUser(ctx, true),
  },
  {
    method: 'DELETE',
    path: '/v3/users/:id/follow/',
    summary: 'Unfollow a user: user_id',
    write: true,
    handler: (ctx) => followUser(ctx, false),
  },
  {
    method: 'GET',
    path: '/v3/interests/',
    summary: 'Every interest (topic), with followedByMe, in the fixtures order',
    handler: (ctx) => ({
      data: ctx.store
        .all('interests')
        .map((interest) => decorateInterest(ctx.store, interest, ctx.viewer?.id ?? null)),
    }),
  },
  {
    method: 'GET',
    path: '/v3/interests/:id/',
    summary: 'One interest (topic) by id or url_name, with followedByMe',
    handler: (ctx) => ({
      data: decorateInterest(
        ctx.store,
        interestOr404(ctx, ctx.params.id ?? ''),
        ctx.viewer?.id ?? null,
      ),
    }),
  },
  {
    method: 'PUT',
    path: '/v3/interests/:id/follow/',
    summary: 'Follow an interest: interest_id, interest_list',
    write: true,
    handler: (ctx) => followInterest(ctx, true),
  },
  {
    method: 'DELETE',
    path: '/v3/interests/:id/follow/',
    summary: 'Unfollow an interest: interest_id, interest_list',
    write: true,
    handler: (ctx) => followInterest(ctx, false),
  },
  {
    method: 'GET',
    path: '/v3/invite_codes/:code/',
    summary:
      'Invite code metadata: first_name, is_default_image, image_medium_url, invite_channel, sender; a failing code answers 410',
    handler: inviteMetadata,
  },
  {
    method: 'GET',
    path: '/vx/business_access/profiles/',
    summary:
      'Business profiles a partner may act as: profiles (id → user, permissions, viewerMeetsMfaRequirement); 401 logged out, 403 not a partner',
    handler: businessProfiles,
  },
  {
    method: 'GET',
    path: '/v3/user_settings/',
    summary: "The viewer's cookie settings and save_behavior",
    handler: (ctx) => ({ data: settingsOf(ctx, requireViewer(ctx, 'see your settings')) }),
  },
  {
    method: 'PATCH',
    path: '/v3/user_settings/',
    summary:
      'Save cookie settings (allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies, surface_tag) and/or save_behavior (0 or 1, else 400 and nothing written)',
    write: true,
    handler: updateSettings,
  },
  {
    method: 'GET',
    path: '/v3/experiences/',
    summary:
      'Fetch experiences (extra_context JSON text): completed and dismissed ones left out, viewed ones with status viewed',
    handler: (ctx) => {
      jsonField(ctx.query, 'extra_context');
      return { data: experiencesFor(ctx, () => true) };
    },
  },
  {
    method: 'GET',
    path: '/v3/experiences/placements/',
    summary: 'Fetch experiences by placement: placement_ids (comma-separated), extra_context',
    handler: (ctx) => {
      const ids = placementIds(ctx);
      jsonField(ctx.query, 'extra_context');
      return { data: experiencesFor(ctx, (e) => ids.has(e.placement_id)) };
    },
  },
  {
    method: 'PUT',
    path: '/v3/experiences/:id/viewed/',
    summary:
      'Experience viewed (:id is placement:experience): placed_experience_id, extra_context, targeting',
    write: true,
    handler: (ctx) => experienceAction(ctx, 'viewed'),
  },
  {
    method: 'PUT',
    path: '/v3/experiences/:id/completed/',
    summary: 'Experience completed: same payload',
    write: true,
    handler: (ctx) => experienceAction(ctx, 'completed'),
  },
  {
    method: 'DELETE',
    path: '/v3/experiences/:id/',
    summary: 'Experience dismissed: same payload',
    write: true,
    handler: (ctx) => experienceAction(ctx, 'dismissed'),
  },
  {
    method: 'PUT',
    path: '/v3/experiences/:id/trigger/',
    summary:
      'Trigger an experience (PUT /v3/experiences/{placement}:{experience}/trigger/): extra_context JSON text, merged with its metadata',
    write: true,
    handler: (ctx) => experienceAction(ctx, 'triggered'),
  },
];
