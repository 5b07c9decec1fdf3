// Transition tables: which states each state may move to, for one kind of actor. Pure data and a
// check, safe in the browser (pages offer only the moves the server will accept).

export type TransitionTable<S extends string> = Readonly<Record<S, readonly S[]>>;

export function canTransition<S extends string>(table: TransitionTable<S>, from: S, to: S): boolean {
  return table[from]?.includes(to) ?? false;
}
