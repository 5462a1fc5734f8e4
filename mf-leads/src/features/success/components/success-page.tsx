/** /success, shown after a lead is submitted. */
export function SuccessPage(_props: { variant?: string }) {
  return (
    <section aria-labelledby="success-heading">
      <h1 id="success-heading">Thank you</h1>
      <p>We have received your enquiry and will be in touch shortly.</p>
    </section>
  );
}
