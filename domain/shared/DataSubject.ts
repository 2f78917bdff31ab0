/**
 * The student whose personal data is exported or erased: the privacy context's subject, which the
 * stores of other contexts (mixers, trust) are asked about too.
 */
export interface DataSubject {
  readonly uid: string;
  readonly email: string;
}
