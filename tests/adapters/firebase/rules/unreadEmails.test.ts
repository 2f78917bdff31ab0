import { describeClosedToClients } from "../support/closedToClients";

/**
 * unread_emails/{conversationId}_{uid} (firestore.rules: closed to every client): when that member
 * was last emailed about the conversation's unread messages, the record that holds those emails to
 * one an hour. Who reads and writes: the functions only (dueJobs).
 */
describeClosedToClients("unread_emails", "unread_emails/2030-01-15_ana_ben_ana");
