/** Why a field of a drafted question is refused: shown under it, and read with it through aria-describedby. */
export function FieldReason({ id, reason }: { id: string; reason: string | undefined }) {
  if (!reason) return null;
  return (
    <span id={id} className="text-sm font-medium text-red-700">
      {reason}
    </span>
  );
}
