"use client";

import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { updateUniversityProfileAction } from "@/lib/university/actions";
import { setSessionUser } from "@/lib/client/session-store";
import { useActionForm } from "@/lib/client/use-action-form";
import type { UniversityProfileJson } from "@/lib/university/contract";
import { universityProfileSchema, type UniversityProfileData } from "@/lib/university/schemas";
import { Field } from "@/components/ui/field";
import { OrganisationAddressFields } from "@/components/ui/organisation-address-fields";
import { SubmitButton } from "@/components/ui/submit-button";

type FormValues = {
  instituteName: string;
  city: string;
  state: string;
  website: string;
  about: string;
  /** Comma-separated in the form; a list on the server. */
  coursesOffered: string;
  studentStrength: string;
  placementContact: string;
};

const EMPTY: FormValues = {
  instituteName: "",
  city: "",
  state: "",
  website: "",
  about: "",
  coursesOffered: "",
  studentStrength: "",
  placementContact: "",
};

function formValues(profile: UniversityProfileJson | null): FormValues {
  if (!profile) return EMPTY;
  return {
    instituteName: profile.instituteName,
    city: profile.city,
    state: profile.state,
    website: profile.website,
    about: profile.about,
    coursesOffered: profile.coursesOffered.join(", "),
    studentStrength: profile.studentStrength === null ? "" : String(profile.studentStrength),
    placementContact: profile.placementContact,
  };
}

export function UniversityProfileForm({ profile }: { profile: UniversityProfileJson | null }) {
  const { register, errors, isSubmitting, onSubmit } = useActionForm({
    // The form holds text; the schema turns it into numbers and lists (its input type is wider than the form's).
    resolver: zodResolver(universityProfileSchema) as Resolver<FormValues, unknown, UniversityProfileData>,
    defaultValues: formValues(profile),
    action: updateUniversityProfileAction,
    successToast: "Profile updated successfully",
    errorToast: "Error updating profile",
    refusalToast: "fixed",
    onSuccess(data, { form }) {
      form.reset(formValues(data.profile));
      setSessionUser(data.user); // the header shows the institute's name
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="university-profile-title">
      <h2 id="university-profile-title" className="text-xl font-semibold text-slate-900">
        Institute Details
      </h2>
      {profile ? (
        <p className="text-sm text-slate-600">
          Account: <span className="font-medium text-slate-800">{profile.email}</span>
          {profile.mobile ? <> · {profile.mobile}</> : null}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="university-name" label="Institute Name" error={errors.instituteName?.message}>
          <input type="text" autoComplete="organization" {...register("instituteName")} />
        </Field>
        <OrganisationAddressFields
          idPrefix="university"
          register={register}
          errors={errors}
          websitePlaceholder="https://example.edu"
          websiteRequired={false}
        />
        <Field id="university-strength" label="Student strength" error={errors.studentStrength?.message}>
          <input type="number" inputMode="numeric" min={1} step={1} {...register("studentStrength")} />
        </Field>
        <Field
          id="university-placement-contact"
          label="Placement contact"
          hint="Name, e-mail or phone of your training and placement officer."
          error={errors.placementContact?.message}
        >
          <input type="text" {...register("placementContact")} />
        </Field>
      </div>
      <Field
        id="university-courses"
        label="Courses offered"
        hint="Separate courses with commas, e.g. B.E. Computer, MBA, B.Sc."
        error={errors.coursesOffered?.message}
      >
        <input type="text" {...register("coursesOffered")} />
      </Field>
      <Field id="university-about" label="About" error={errors.about?.message}>
        <textarea rows={6} {...register("about")} />
      </Field>
      <SubmitButton label="Update Profile" busyLabel="Updating..." busy={isSubmitting} />
    </form>
  );
}
