// What a Follow button follows (spec 3 section 4 "Follow and hide actions").

/** What is followed: a board, a person or a topic (an interest). */
export type FollowKind = 'board' | 'user' | 'interest';
