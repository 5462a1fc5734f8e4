const HEADINGS: Record<string, string> = {
  contact: 'Send us a message',
  'test-drive': 'Book a Test Drive',
  service: 'Book a Service',
  fleet: 'Fleet Enquiry',
  careers: 'Careers Enquiry',
};

/** The lead forms of spec §5 (filled in by the leads issue). */
export function LeadForm({ variant = 'contact' }: { variant?: string }) {
  return (
    <section aria-labelledby={`lead-form-${variant}`}>
      <h2 id={`lead-form-${variant}`}>{HEADINGS[variant] ?? HEADINGS.contact}</h2>
    </section>
  );
}
