/** New ids nobody else has made: a message's, made on the sender's device. */
export interface IdSource {
  newId(): string;
}
