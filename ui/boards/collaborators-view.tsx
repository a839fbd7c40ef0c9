// The board's people (spec 3 section 4 "Board management"): renders a collaborators actor
// (machines/collaborators.machine.ts); every list, message and button state comes from it.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { canRemoveBoardMember } from '../../domain/permissions';
import { personName } from '../../domain/text';
import type { Board, User, UserRef } from '../../domain/types';
import {
  canInvite,
  type collaboratorsMachine,
  selectCollaborators,
  selectInvited,
  selectInviting,
  selectMemberFailure,
} from '../../machines/collaborators.machine';
import editStyles from '../edit/edit.module.css';
import { EmptyState } from '../shell/states';
import { SmallAvatar } from './small-avatar';
import styles from '../pages/page.module.css';

export type CollaboratorsRef = ActorRefFrom<typeof collaboratorsMachine>;

const nameOf = personName;

function Person({ user, action }: { user: UserRef; action?: React.ReactNode }) {
  return (
    <li className={styles.listItem}>
      <SmallAvatar user={user} />
      <span className={styles.grow}>
        <strong>{nameOf(user)}</strong>
        {user.fullName.trim() ? (
          <>
            <br />
            <span className={styles.secondary}>@{user.username}</span>
          </>
        ) : null}
      </span>
      {action}
    </li>
  );
}

function MemberFailure({ actor }: { actor: CollaboratorsRef }) {
  const failure = useSelector(actor, selectMemberFailure);
  return failure ? (
    <p className={editStyles.failure} role="alert">
      {failure}
    </p>
  ) : null;
}

/** The collaborators page: the owner, collaborators and invited people; the owner may remove
 * anyone, a collaborator may leave and an invited person decline. */
export function CollaboratorsView({
  actor,
  board,
  viewerId,
  isOwner,
}: {
  actor: CollaboratorsRef;
  board: Board;
  viewerId: string | null;
  isOwner: boolean;
}) {
  const collaborators = useSelector(actor, selectCollaborators);
  const invited = useSelector(actor, selectInvited);
  const remove = (userId: string) => actor.send({ type: 'member.remove', userId });
  // The viewer's own leave or decline, once it is applied: say so (a failed leave puts them back).
  const wasOn = (list: readonly UserRef[]) =>
    viewerId !== null && list.some((u) => u.id === viewerId);
  const left = wasOn(board.collaborators) && !wasOn(collaborators);
  const declined = wasOn(board.invitedUsers) && !wasOn(invited);
  return (
    <>
      <MemberFailure actor={actor} />
      {left || declined ? (
        <p className={editStyles.saved} role="status">
          {left ? `You left ${board.name}.` : `You declined the invitation to ${board.name}.`}
        </p>
      ) : null}
      <h2 className={styles.subtitle}>Collaborators</h2>
      <ul className={styles.list}>
        <Person user={board.owner} action={<span className={styles.secondary}>Owner</span>} />
        {collaborators.map((u) => (
          <Person
            key={u.id}
            user={u}
            action={
              canRemoveBoardMember({ isOwner, memberId: u.id, viewerId }) ? (
                <button
                  type="button"
                  className={styles.button}
                  aria-label={u.id === viewerId ? 'Leave this board' : `Remove ${nameOf(u)}`}
                  onClick={() => remove(u.id)}
                >
                  {u.id === viewerId ? 'Leave' : 'Remove'}
                </button>
              ) : null
            }
          />
        ))}
      </ul>
      {collaborators.length === 0 ? (
        <p className={styles.hint}>No one else is on this board yet.</p>
      ) : null}
      {invited.length > 0 ? (
        <>
          <h2 className={styles.subtitle}>Invited</h2>
          <ul className={styles.list}>
            {invited.map((u) => (
              <Person
                key={u.id}
                user={u}
                action={
                  canRemoveBoardMember({ isOwner, memberId: u.id, viewerId }) ? (
                    <button
                      type="button"
                      className={styles.button}
                      aria-label={
                        u.id === viewerId
                          ? `Decline the invitation to ${board.name}`
                          : `Cancel invite for ${nameOf(u)}`
                      }
                      onClick={() => remove(u.id)}
                    >
                      {u.id === viewerId ? 'Decline' : 'Cancel invite'}
                    </button>
                  ) : null
                }
              />
            ))}
          </ul>
        </>
      ) : null}
      {isOwner ? (
        <div className={styles.row}>
          <Link className={styles.primary} to={`/board/${board.id}/edit/add_collaborators`}>
            Add collaborators
          </Link>
        </div>
      ) : null}
    </>
  );
}

function InviteButton({ actor, user }: { actor: CollaboratorsRef; user: UserRef }) {
  const inviting = useSelector(actor, (s) => selectInviting(s).includes(user.id));
  const invited = useSelector(actor, (s) => selectInvited(s).some((u) => u.id === user.id));
  const invitable = useSelector(actor, (s) => canInvite(s.context, user.id));
  return (
    <button
      type="button"
      className={invitable ? styles.primary : styles.button}
      disabled={!invitable}
      aria-label={invited ? `${nameOf(user)} is invited` : `Invite ${nameOf(user)}`}
      onClick={() => actor.send({ type: 'member.invite', user })}
    >
      {inviting ? 'Inviting…' : invited ? 'Invited' : 'Invite'}
    </button>
  );
}

/** The add-collaborators page: everyone not yet on the board, with Invite, Inviting… or Invited. */
export function AddCollaboratorsView({
  actor,
  board,
  people: everyone,
}: {
  actor: CollaboratorsRef;
  board: Board;
  people: readonly User[];
}) {
  const [query, setQuery] = useState('');
  const collaborators = useSelector(actor, selectCollaborators);
  const onBoard = new Set([board.owner.id, ...collaborators.map((u) => u.id)]);
  const wanted = query.trim().replace(/^@/, '').toLowerCase();
  const people = everyone
    .filter((u) => !onBoard.has(u.id))
    .filter(
      (u) =>
        wanted === '' ||
        u.fullName.toLowerCase().includes(wanted) ||
        u.username.toLowerCase().includes(wanted),
    );
  return (
    <>
      <p className={styles.hint}>People you invite can save Pins to this board once they accept.</p>
      <div className={styles.field}>
        <label htmlFor="people-search">Search by name or username</label>
        <input
          id="people-search"
          type="search"
          className={styles.input}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <MemberFailure actor={actor} />
      {people.length === 0 ? (
        <EmptyState title="No one matches">Try another name.</EmptyState>
      ) : (
        <ul className={styles.list} aria-label="People to invite">
          {people.map((u) => (
            <Person
              key={u.id}
              user={toUserRef(u)}
              action={<InviteButton actor={actor} user={toUserRef(u)} />}
            />
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <Link className={styles.button} to={`/board/${board.id}/edit/collaborators`}>
          Done
        </Link>
      </div>
    </>
  );
}

export function toUserRef(u: User): UserRef {
  return { id: u.id, username: u.username, fullName: u.fullName, imageMediumUrl: u.imageMediumUrl };
}
