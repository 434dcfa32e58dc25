import {
  Anchor,
  Brain,
  Cloud,
  Compass,
  Feather,
  Flower2,
  Footprints,
  Hand,
  Handshake,
  Heart,
  HeartHandshake,
  HeartPulse,
  Landmark,
  Leaf,
  LifeBuoy,
  Lightbulb,
  type LucideIcon,
  MessageCircle,
  Moon,
  Mountain,
  Route,
  Shield,
  ShieldCheck,
  Signpost,
  Smile,
  Sparkles,
  Sprout,
  Sun,
  Sunrise,
  Users,
  Waves,
  Wind,
} from 'lucide-react';

/**
 * Lesson and topic icons are named in the content ("Heart", "Wind", ...). Only this fixed set is bundled;
 * importing all of lucide-react by name would ship every icon. Unknown names fall back to a leaf.
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  Anchor,
  Brain,
  Cloud,
  Compass,
  Feather,
  Flower: Flower2,
  Flower2,
  Footprints,
  Hand,
  Handshake,
  Heart,
  HeartHandshake,
  HeartPulse,
  Landmark,
  Leaf,
  LifeBuoy,
  Lightbulb,
  MessageCircle,
  Mountain,
  Moon,
  Route,
  Shield,
  ShieldCheck,
  Signpost,
  Smile,
  Sparkles,
  Sprout,
  Sun,
  Sunrise,
  Users,
  Waves,
  Wind,
};

export const FALLBACK_ICON: LucideIcon = Leaf;

export function hasLessonIcon(name: string): boolean {
  return Object.hasOwn(ICONS, name);
}

export function lessonIcon(name: string | undefined): LucideIcon {
  return name && Object.hasOwn(ICONS, name) ? ICONS[name]! : FALLBACK_ICON;
}
