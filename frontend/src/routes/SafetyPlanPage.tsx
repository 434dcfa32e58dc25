import { SafetyPlanView } from '@/features/safetyPlan/SafetyPlanView';

/** /safety-plan: a private safety plan, kept only in this browser. */
export default function SafetyPlanPage() {
  return <SafetyPlanView />;
}
