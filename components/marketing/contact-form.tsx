"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { submitContactMessage } from "@/lib/actions/contact";
import { contactSchema, type ContactData, type ContactInput } from "@/lib/validations/contact";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { FormField } from "@/components/marketing/form-field";

const EMPTY: ContactInput = { name: "", mobile: "", email: "", subject: "" };

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactData>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  async function onSubmit(values: ContactData) {
    try {
      const result = await submitContactMessage(values);
      if (result.ok) {
        toastSuccess("Thank you! We will get back to you soon.");
        reset(EMPTY);
        return;
      }
      for (const [field, message] of Object.entries(result.errors ?? {})) {
        setError(field as keyof ContactInput, { message });
      }
      toastError(result.message);
    } catch (error) {
      console.error(error);
      toastError("Sorry, we could not send your message. Please try again later.");
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <input type="text" autoComplete="name" {...register("name")} />
        </FormField>
        <FormField id="contact-mobile" label="Mobile" error={errors.mobile?.message}>
          <input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} {...register("mobile")} />
        </FormField>
      </div>
      <FormField id="contact-email" label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        <textarea rows={5} {...register("subject")} />
      </FormField>
      <button type="submit" disabled={isSubmitting} className="btn-primary w-full sm:w-auto">
        {isSubmitting ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
