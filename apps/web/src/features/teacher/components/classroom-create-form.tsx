import {
  CLASSROOM_GRADE_LABELS,
  CLASSROOM_GRADES,
  type ClassroomGrade,
  classroomCreateBodySchema,
  schoolYearOf,
} from '@declic/domain';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { type FieldMessages, fieldErrorsResolver, messagesByField } from '../../../lib/field-errors-resolver';
import { useCreateClassroom } from '../api/classrooms';
import { TEXTES } from '../textes';

type Values = { name: string; grade: string; schoolYear: string };

const toBody = (values: Values) => ({ ...values, grade: values.grade as ClassroomGrade });

function validate(values: Values): FieldMessages<Values> {
  const parsed = classroomCreateBodySchema.safeParse(toBody(values));
  return parsed.success ? {} : messagesByField<Values>(parsed.error.issues);
}

const resolver = fieldErrorsResolver(validate);

/** A new class: its name, its grade and its school year (the current one unless changed). */
export function ClassroomCreateForm({ onCreated, today }: { onCreated(name: string): void; today?: Date }) {
  const form = useForm<Values>({
    defaultValues: { name: '', grade: '', schoolYear: schoolYearOf(today ?? new Date()) },
    resolver,
    shouldFocusError: true,
  });
  const create = useCreateClassroom();
  const field = (name: keyof Values) => ({
    ...form.register(name),
    error: form.formState.errors[name]?.message,
  });
  return (
    <form
      noValidate
      aria-labelledby="nouvelle-classe"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) =>
        create.mutate(toBody(values), {
          onSuccess: (classroom) => {
            form.reset({ name: '', grade: '', schoolYear: values.schoolYear });
            onCreated(classroom.name);
          },
        }),
      )}
    >
      <h2 id="nouvelle-classe" className="text-xl font-semibold">
        {TEXTES.nouvelleClasse}
      </h2>
      {create.isError ? <Alert tone="error">{create.error.message}</Alert> : null}
      <TextField label={TEXTES.nom} hint={TEXTES.nomIndice} maxLength={60} {...field('name')} />
      <SelectField
        label={TEXTES.niveau}
        options={CLASSROOM_GRADES}
        optionLabel={(grade) => CLASSROOM_GRADE_LABELS[grade as ClassroomGrade]}
        placeholder={TEXTES.choisir}
        {...field('grade')}
      />
      <TextField
        label={TEXTES.annee}
        hint={TEXTES.anneeIndice}
        inputMode="numeric"
        {...field('schoolYear')}
      />
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? TEXTES.creerEnCours : TEXTES.creer}
      </Button>
    </form>
  );
}
