import { ContactForm } from '@/features/contact/ContactForm';

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-semibold text-3xl text-stone-900 sm:text-4xl">Get in Touch</h1>
      <p className="mt-3 text-stone-700">
        Have a question, some feedback or an idea? Send us a note and a real person will read it. We usually
        reply within 24 to 48 hours.
      </p>
      <p className="mt-2 text-sm text-stone-600">
        This form is not monitored around the clock. If you need help right now, use the red Crisis Resources
        button at the bottom of the screen.
      </p>
      <div className="mt-8">
        <ContactForm />
      </div>
    </div>
  );
}
