"use client";

import { submitContactMessage } from "@/lib/contact/actions";
import type { ContactData, ContactInput } from "@/lib/contact/schemas";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { useActionForm } from "@/lib/client/use-action-form";
import { Field } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";

const EMPTY: ContactInput = { name: "", mobile: "", email: "", subject: "" };
const SEND_FAILED = "Sorry, we could not send your message. Please try again later.";
const THANKS = "Thank you! We will get back to you soon.";
const FIX_ERRORS = "Please fix the errors in the form";

// zod and the schema load on the form's first focus; the first validation (on submit) awaits them.
// Offline or a stale deployment: the message could not be sent either, so the form says so.
const resolver = lazyResolver<ContactInput, unknown, ContactData>(
  () => import("@/components/contact/contact-resolver").then((module) => module.contactResolver),
  SEND_FAILED,
);

export function ContactForm() {
  const { register, errors, isSubmitting, onSubmit } = useActionForm({
    resolver,
    defaultValues: EMPTY,
    action: submitContactMessage,
    resetOnSuccess: true,
    successToast: THANKS,
    errorToast: SEND_FAILED,
    // RATE_LIMITED says when to try again; UNAVAILABLE says sorry; field errors are shown in the form.
    refusalToast: (failure) => (failure.code === "VALIDATION" ? FIX_ERRORS : failure.message),
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name?.message}>
          <input type="text" autoComplete="name" {...register("name")} />
        </Field>
        <Field id="contact-mobile" label="Mobile" error={errors.mobile?.message}>
          <input type="tel" inputMode="tel" autoComplete="tel" {...register("mobile")} />
        </Field>
      </div>
      <Field id="contact-email" label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" {...register("email")} />
      </Field>
      <Field id="contact-subject" label="Subject" error={errors.subject?.message}>
        <textarea rows={5} {...register("subject")} />
      </Field>
      <SubmitButton label="Send Message" busyLabel="Sending..." busy={isSubmitting} />
    </form>
  );
}
