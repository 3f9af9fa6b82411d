/** What a transaction's person is called when their record is gone (or never had a name). */
export const UNKNOWN_PERSON = 'Unknown';

/** A person as shown, searched, sorted and exported: their name, or Unknown once their record is gone. */
export const personName = (person: { readonly name: string } | null | undefined) => person?.name.trim() || UNKNOWN_PERSON;
