/** Why a staff form was not saved, announced as it appears; nothing while there is no failure. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="form-failure">
      {message}
    </p>
  ) : null;
}
