/**
 * The one rule for « has the paid levels », as SQL over a `users` row: the account's own flag
 * (users.is_paid: staff grant, purchase, subscription; payments module) or a class licence grant
 * still running at `now` (class_licence_grants). Every reader of the paid status goes through it,
 * with the app's clock, so that a licence stops at the end of its school year without any event.
 *
 * `user` is the alias of the users table in the query, `now` the placeholder of the time ($2…).
 */
export function paidAccessSql(user: string, now: string): string {
  return `(${user}.is_paid OR EXISTS (
    SELECT 1 FROM class_licence_grants licence_grant
     WHERE licence_grant.student_id = ${user}.id AND licence_grant.valid_until > ${now}))`;
}
