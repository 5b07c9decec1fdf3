import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { loadOnce } from "@/lib/client/lazy-module";
import { toastError } from "@/lib/client/toast";

const ERROR_TOAST_MS = 4000; // an error toast's duration (lib/client/toast.ts)

// A form's validation is zod and the form's schema: about 30 kB gzipped, more than the rest of a login
// or contact page's own code. It is downloaded when the visitor first uses the form, not with the page.

export type LazyResolver<TForm extends FieldValues, TContext, TData> = Resolver<TForm, TContext, TData> & {
  /** Starts the download (the form's first focus), so that the first validation finds it there. */
  preload: () => void;
};

/**
 * A react-hook-form resolver loaded on first use: `load` imports the module that holds the real one
 * (`zodResolver(schema)`), `preload` starts that early, and the first validation awaits it, so the
 * messages are the schema's own, at the moments the form's mode gives them. When it cannot be loaded,
 * the form shows `failure` (a toast and the root error) instead of submitting, and the next
 * validation tries the download again.
 */
export function lazyResolver<TForm extends FieldValues, TContext, TData>(
  load: () => Promise<Resolver<TForm, TContext, TData>>,
  failure: string,
): LazyResolver<TForm, TContext, TData> {
  const loaded = loadOnce(load);
  let toastedAt = -Infinity;
  const resolver: Resolver<TForm, TContext, TData> = async (values, context, options) => {
    let validate = loaded.loaded();
    if (validate) return validate(values, context, options);
    try {
      validate = await loaded();
    } catch (error) {
      console.error(error);
      // A form validating on change asks at every key: one toast while the last one is still shown.
      if (Date.now() - toastedAt > ERROR_TOAST_MS) {
        toastedAt = Date.now();
        toastError(failure);
      }
      return { values: {}, errors: { root: { type: "load", message: failure } } as FieldErrors<TForm> };
    }
    return validate(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
