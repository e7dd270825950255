/** Field names that never go into the lead's answers: the captcha travels beside them. */
export const CAPTCHA_TOKEN_FIELD = 'captcha_token'
export const CAPTCHA_ANSWER_FIELD = 'captcha_answer'
