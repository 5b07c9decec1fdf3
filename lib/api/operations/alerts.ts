// Job alerts (decisions.md section 11): create, list, change, delete, confirm, unsubscribe.
export {};
