// Saved jobs (decisions.md section 11): the candidate's save toggle and list.
export {};
