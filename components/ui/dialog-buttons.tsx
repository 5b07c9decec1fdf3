// A dialog form's footer: Cancel and the submit button (disabled while the action runs).
export function DialogButtons({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <button type="button" onClick={onCancel} className="btn-outline">
        Cancel
      </button>
      <button type="submit" disabled={busy} className="btn-primary disabled:opacity-70">
        {submit}
      </button>
    </div>
  );
}
