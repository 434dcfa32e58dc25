/** BullMQ queue names. Released names are never renamed: jobs in flight would be orphaned. */
export const QUEUES = {
  chatReplies: 'chat-replies',
  contactMail: 'contact-mail',
  retentionSweeps: 'retention-sweeps',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

// The job kit (timeouts, job options, final failures, the recovery sweep), exported with the queue names.
export * from './jobs.ts';
