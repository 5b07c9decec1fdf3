"use client";

import type { ReactNode } from "react";
import { CheckboxField, FileField, SelectField, TextField } from "@/components/candidate-profile/fields";
import { ResumeStart } from "@/components/candidate-profile/resume-start";
import { ENGLISH_FLUENCY, GENDERS, MARITAL_STATUSES, type TextField as TextFieldName } from "@/lib/candidate-profile/schemas/fields";
import { type FileField as FileFieldName, IMAGE_ACCEPT, RESUME_ACCEPT } from "@/lib/candidate-profile/schemas/limits";
import type { FieldErrors, ProfileFormValues } from "@/lib/candidate-profile/schemas/steps";
import { ACADEMICS_LOCKED_MESSAGE } from "@/lib/campus/rules/common";

export type StepProps = {
  values: ProfileFormValues;
  errors: FieldErrors;
  setText: (field: TextFieldName, value: string) => void;
  setFile: (field: FileFieldName, file: File | null) => void;
  resetKey: number;
  /** The skills editor (components/skills), composed by the page: shown at the end of the Job Profile step. */
  skillsEditor?: ReactNode;
  /** What the chosen résumé proposes (resume-suggestions.tsx): under the step's résumé upload (Personal Details, Job Profile). */
  resumePanel?: ReactNode;
  /** The institute verified the course, passing year and marks: read-only, with the reason. */
  academicsLocked?: boolean;
  /** Fields the résumé filled, not edited since: each says "Filled from your résumé". */
  filled?: ReadonlySet<string>;
};

const grid = "grid gap-5 sm:grid-cols-2";

/** A step's text fields by name: the value, error and change handler to spread into a TextField or SelectField. */
function textFields({ values, errors, setText, filled }: Pick<StepProps, "values" | "errors" | "setText" | "filled">) {
  return (name: TextFieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (v: string) => setText(name, v),
    ...(filled?.has(name) ? { fromResume: true } : {}),
  });
}

/** A whole number from min to max: the browser's spinner and the numeric keyboard. */
const wholeNumber = (min: number, max: number) => ({ type: "number", inputMode: "numeric", min, max }) as const;

export function PersonalStep(props: StepProps) {
  const text = textFields(props);
  return (
    <>
    <ResumeStart
      value={props.values.resumeFile}
      error={props.errors.resumeFile}
      onChoose={(file) => props.setFile("resumeFile", file)}
      resetKey={props.resetKey}
      panel={props.resumePanel}
    />
    <div className={grid}>
      <TextField {...text("fullName")} label="Full Name" required autoComplete="name" maxLength={100} />
      <TextField
        name="email"
        label="Email"
        type="email"
        value={props.values.email}
        onChange={() => undefined}
        readOnly
        hint="Your login e-mail cannot be changed here."
      />
      <TextField {...text("mobile")} label="Mobile" type="tel" inputMode="tel" autoComplete="tel-national" maxLength={32} required />
      <SelectField {...text("gender")} label="Gender" options={GENDERS} placeholder="Select gender" required />
      <TextField {...text("dob")} label="Date of Birth" type="date" autoComplete="bday" required />
      <TextField {...text("subLocation")} label="Sub Location" required maxLength={100} hint="Your area or locality, e.g. Kothrud." />
      <SelectField {...text("maritalStatus")} label="Marital Status" options={MARITAL_STATUSES} placeholder="Select marital status" required />
      <TextField {...text("language")} label="Languages" required hint="Separate languages with commas, e.g. English, Hindi." />
      <SelectField {...text("englishFluency")} label="English Fluency" options={ENGLISH_FLUENCY} placeholder="Select English fluency" required />
      <div className="hidden sm:block" />
      <TextField {...text("currentAddress")} label="Current Address" multiline required maxLength={300} />
      <TextField {...text("permanentAddress")} label="Permanent Address" multiline required maxLength={300} />
    </div>
    </>
  );
}

const KYC_BLOCKS = [
  { title: "PAN Card", number: "panCardNumber", numberLabel: "PAN Card Number", file: "panCardFile", fileLabel: "PAN Card Image" },
  { title: "Driving License", number: "drivingLicenseNumber", numberLabel: "Driving License Number", file: "drivingLicenseFile", fileLabel: "Driving License Image" },
  { title: "Passport", number: "passPortNumber", numberLabel: "Passport Number", file: "passPortFile", fileLabel: "Passport Image" },
] as const;

export function KycStep({ values, errors, setText, setFile, resetKey }: StepProps) {
  const text = textFields({ values, errors, setText });
  return (
    <div className="space-y-5">
      <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        At least one valid document is needed: give the number and an image (PNG, JPG, JPEG or WEBP, up to 2 MB) of your PAN
        card, driving license or passport.
      </p>
      {errors.kyc ? (
        <p id="profile-kyc-error" role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errors.kyc}
        </p>
      ) : null}
      {KYC_BLOCKS.map((block) => (
        <fieldset key={block.title} className="rounded-xl border border-slate-200 p-5">
          <legend className="px-1 text-base font-semibold text-slate-900">{block.title}</legend>
          <div className={grid}>
            <TextField {...text(block.number)} label={block.numberLabel} maxLength={30} />
            <FileField
              name={block.file}
              label={block.fileLabel}
              value={values[block.file]}
              error={errors[block.file]}
              onChange={(file) => setFile(block.file, file)}
              accept={IMAGE_ACCEPT}
              resetKey={resetKey}
            />
          </div>
        </fieldset>
      ))}
    </div>
  );
}

const YEARLY_HINT = "Yearly, in rupees, e.g. 600000. Optional.";

export function JobProfileStep({ values, errors, setText, setFile, resetKey, skillsEditor, resumePanel, filled }: StepProps) {
  const text = textFields({ values, errors, setText, filled });
  const fresher = values.isFresher === "true";
  // A fresher has 0 years and no current company or salary (the server refuses anything else).
  function setFresher(checked: boolean) {
    setText("isFresher", checked ? "true" : "false");
    if (!checked) return;
    setText("workExperience", "0");
    setText("currentCompany", "");
    setText("currentSalary", "");
  }
  return (
    <div className={grid}>
      <div className="sm:col-span-2">
        <CheckboxField
          name="isFresher"
          label="I am a fresher"
          checked={fresher}
          error={errors.isFresher}
          onChange={setFresher}
          hint="No work experience yet? Tick this instead of naming a company: employers will see you as a Fresher."
        />
      </div>
      <TextField
        {...text("workExperience")}
        {...wholeNumber(0, 60)}
        label="Work Experience (years)"
        required
        readOnly={fresher}
        hint={fresher ? "0 years as a fresher." : undefined}
      />
      <FileField
        name="resumeFile"
        label="Resume"
        value={values.resumeFile}
        error={errors.resumeFile}
        onChange={(file) => setFile("resumeFile", file)}
        accept={RESUME_ACCEPT}
        resetKey={resetKey}
        hint="PDF, DOC or DOCX, up to 5 MB."
        required
      />
      {resumePanel ? <div className="sm:col-span-2">{resumePanel}</div> : null}
      {fresher ? null : <TextField {...text("currentCompany")} label="Current Company" required maxLength={120} />}
      <TextField {...text("previousCompany")} label="Previous Company" maxLength={120} hint={fresher ? "An internship, if any." : undefined} />
      <TextField {...text("role")} label="Role" required maxLength={100} />
      <TextField {...text("subRole")} label="Sub Role" maxLength={100} />
      <TextField {...text("industry")} label="Industry" required maxLength={100} />
      <TextField {...text("jobType")} label="Job Type" required maxLength={60} hint="e.g. Full Time, Part Time, Contract." />
      <TextField {...text("prefferedLocation")} label="Preferred Location" required maxLength={100} />
      {fresher ? null : <TextField {...text("currentSalary")} label="Current Salary (₹ a year)" inputMode="numeric" maxLength={16} hint={YEARLY_HINT} />}
      <TextField {...text("expectedSalary")} label="Expected Salary (₹ a year)" inputMode="numeric" maxLength={16} hint={YEARLY_HINT} />
      <TextField
        {...text("noticePeriodDays")}
        {...wholeNumber(0, 180)}
        label="Notice Period (days)"
        hint="0 to 180 days; 0 if you can join at once. Optional."
      />
      {skillsEditor ? <div className="sm:col-span-2">{skillsEditor}</div> : null}
    </div>
  );
}

export function EducationStep(props: StepProps) {
  const text = textFields(props);
  const locked = props.academicsLocked === true;
  const verified = locked ? "Verified by your institute." : undefined;
  return (
    <div className={grid}>
      {locked ? <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:col-span-2">{ACADEMICS_LOCKED_MESSAGE}</p> : null}
      <TextField {...text("course")} label="Course" required maxLength={120} readOnly={locked} hint={verified ?? "e.g. B.Tech Computer Engineering."} />
      <TextField {...text("passingYear")} {...wholeNumber(1950, 2100)} label="Passing Year" required readOnly={locked} hint={verified} />
      <TextField {...text("marks")} label="Marks" required maxLength={40} readOnly={locked} hint={verified ?? "Percentage or CGPA, e.g. 8.4 CGPA."} />
    </div>
  );
}
