// Accepting a board invitation (the board link's accept_invite marker, spec 3 section 2): the
// invited person becomes a collaborator; anyone else is refused; a bad body is a 400 that writes
// nothing; an invitation that is not there is a 404.
import { expect, test } from 'vitest';
import type { Board } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { startTestServer, type TestServer } from './testing';

const U = KNOWN.users;
const B = KNOWN.boards;
const path = `/v3/boards/${B.collaborativeOwn}/invites/${U.newUser}/accept/`;

async function withServer(run: (s: TestServer) => Promise<void>) {
  const s = await startTestServer();
  try {
    await run(s);
  } finally {
    await s.close();
  }
}

const people = (s: TestServer) => {
  const board = s.server.store.get('boards', B.collaborativeOwn) as Board;
  return {
    invited: board.invitedUsers.map((u) => u.id),
    collaborators: board.collaborators.map((u) => u.id),
    count: board.collaboratorCount,
  };
};

test('the invited person accepts: they leave the invited list and become a collaborator', () =>
  withServer(async (s) => {
    expect(people(s).invited).toContain(U.newUser);
    const r = await s.call('PUT', path, {
      viewer: U.newUser,
      body: { board_id: B.collaborativeOwn, invited_user_id: U.newUser },
    });
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ boardId: B.collaborativeOwn, userId: U.newUser, accepted: true });
    const after = people(s);
    expect(after.invited).not.toContain(U.newUser);
    expect(after.collaborators).toContain(U.newUser);
    expect(after.count).toBe(after.collaborators.length);
    // Accepted once: a second accept finds no invitation.
    expect((await s.call('PUT', path, { viewer: U.newUser })).status).toBe(404);
  }));

test('only the invited person may accept (403); logged out a 401; a bad body a 400 that writes nothing', () =>
  withServer(async (s) => {
    const before = people(s);
    const owner = await s.call('PUT', path, { viewer: U.default });
    expect(owner.status).toBe(403);
    expect(owner.message).toBe('Only the invited person can accept an invitation.');
    expect((await s.call('PUT', path)).status).toBe(401);
    const wrongType = await s.call('PUT', path, { viewer: U.newUser, body: { board_id: 7 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.message).toMatch(/board_id/);
    const mismatch = await s.call('PUT', path, {
      viewer: U.newUser,
      body: { invited_user_id: U.merchant },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.message).toMatch(/does not match/);
    expect(people(s)).toEqual(before);
  }));

test('someone with no invitation to the board gets a 404', () =>
  withServer(async (s) => {
    const r = await s.call(
      'PUT',
      `/v3/boards/${B.collaborativeOwn}/invites/${U.merchant}/accept/`,
      {
        viewer: U.merchant,
      },
    );
    expect(r.status).toBe(404);
    expect(r.message).toMatch(/has no invitation to Family recipes/);
  }));
