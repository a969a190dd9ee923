import { useNavigate } from "react-router";
import { actionToAnswer } from "~/components/forms/answer";
import { type CarriedCheck, CHECK_ACTION, CHECK_FORM_ID, type KindChoice, MORE_DETAIL } from "../carry";

/**
 * "Check it in more detail": carries what was pasted to /check. With JavaScript it travels in the
 * page's history state, so no request carries it; without, the form posts it to /check.
 */
export function MoreDetail({ text, kind }: { text: string; kind: KindChoice }) {
  const navigate = useNavigate();
  return (
    <form
      method="post"
      action={actionToAnswer(CHECK_ACTION, CHECK_FORM_ID)}
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        const state: CarriedCheck = { checkText: text, checkKind: kind };
        void navigate(CHECK_ACTION, { state });
      }}
    >
      <input type="hidden" name="text" value={text} />
      <input type="hidden" name="kind" value={kind} />
      <button type="submit" className="btn-secondary">
        {MORE_DETAIL}
      </button>
    </form>
  );
}
