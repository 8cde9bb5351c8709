/** Texts of the identity provider's pages; brand wording is interpolated ({brand}). */
const en = {
  signInTitle: "Sign in to {brand} Academy",
  signInLead: "Use your {brand} account to continue.",
  email: "E-mail",
  password: "Password",
  signIn: "Sign in",
  noAccount: "New here?",
  createAccount: "Create an account",
  forgot: "Forgot your password?",
  invalidCredentials: "The e-mail or password is not correct.",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
  signUpTitle: "Create your {brand} account",
  firstName: "First name",
  lastName: "Last name",
  country: "Country",
  chooseCountry: "Choose your country",
  passwordHint: "At least 8 characters with letters and digits.",
  signUp: "Create account",
  haveAccount: "Already have an account?",
  emailTaken: "An account with this e-mail already exists.",
  forgotTitle: "Reset your password",
  forgotLead:
    "Enter the e-mail of your account and we will send you a link to choose a new password.",
  sendLink: "Send link",
  forgotSent:
    "If an account exists for this e-mail, a link to reset the password is on its way. It is valid for one hour.",
  resetTitle: "Choose a new password",
  newPassword: "New password",
  savePassword: "Save password",
  resetInvalid: "This link is invalid or has expired. Please ask for a new one.",
  resetDone: "Your password has been changed. You can sign in with it now.",
  backToSignIn: "Back to sign in",
  deleteTitle: "Delete your account",
  deleteLead:
    "Deleting your account removes your profile, learning records and certificates from the {brand} Academy. This cannot be undone. Enter your password to confirm.",
  deleteConfirm: "Delete my account",
  deleteDone: "Your account has been deleted.",
  mailResetSubject: "Reset your {brand} Academy password",
  mailResetBody:
    "Hello {name},\n\nSomeone asked to reset the password of your {brand} Academy account. Open this link within one hour to choose a new password:\n\n{link}\n\nIf it was not you, ignore this e-mail; your password stays unchanged.",
  verifyTitle: "Confirm your e-mail address",
  verifyLead: "Confirm that {email} is your e-mail address for the {brand} Academy.",
  verifyConfirm: "Confirm my e-mail address",
  verifyDone: "Thank you: your e-mail address is confirmed.",
  verifyInvalid:
    "This link is invalid, has been used or has expired. My Learning can send you a new one.",
  continueToPortal: "Continue to the {brand} Academy",
  mailVerifySubject: "Confirm your e-mail address for the {brand} Academy",
  mailVerifyBody:
    "Hello {name},\n\nPlease confirm that this is your e-mail address for the {brand} Academy. Invitation letters sent to it, and sign-in from partner applications, need a confirmed address. Open this link within two days:\n\n{link}\n\nIf you did not create an account, ignore this e-mail.",
  fieldRequired: "Please fill in this field.",
} as const;

export type IdpTexts = Record<keyof typeof en, string>;

const ar: IdpTexts = {
  signInTitle: "تسجيل الدخول إلى أكاديمية {brand}",
  signInLead: "استخدم حساب {brand} الخاص بك للمتابعة.",
  email: "البريد الإلكتروني",
  password: "كلمة المرور",
  signIn: "تسجيل الدخول",
  noAccount: "جديد هنا؟",
  createAccount: "إنشاء حساب",
  forgot: "هل نسيت كلمة المرور؟",
  invalidCredentials: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  tooMany: "محاولات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  signUpTitle: "أنشئ حساب {brand} الخاص بك",
  firstName: "الاسم الأول",
  lastName: "اسم العائلة",
  country: "الدولة",
  chooseCountry: "اختر دولتك",
  passwordHint: "8 أحرف على الأقل تتضمن حروفًا وأرقامًا.",
  signUp: "إنشاء الحساب",
  haveAccount: "لديك حساب بالفعل؟",
  emailTaken: "يوجد حساب بهذا البريد الإلكتروني بالفعل.",
  forgotTitle: "إعادة تعيين كلمة المرور",
  forgotLead: "أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.",
  sendLink: "إرسال الرابط",
  forgotSent:
    "إذا كان هناك حساب بهذا البريد الإلكتروني، فسيصلك رابط لإعادة تعيين كلمة المرور صالح لمدة ساعة واحدة.",
  resetTitle: "اختر كلمة مرور جديدة",
  newPassword: "كلمة المرور الجديدة",
  savePassword: "حفظ كلمة المرور",
  resetInvalid: "هذا الرابط غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.",
  resetDone: "تم تغيير كلمة المرور. يمكنك تسجيل الدخول بها الآن.",
  backToSignIn: "العودة إلى تسجيل الدخول",
  deleteTitle: "حذف حسابك",
  deleteLead:
    "يؤدي حذف حسابك إلى إزالة ملفك الشخصي وسجلات التعلم والشهادات من أكاديمية {brand}. لا يمكن التراجع عن ذلك. أدخل كلمة المرور للتأكيد.",
  deleteConfirm: "احذف حسابي",
  deleteDone: "تم حذف حسابك.",
  mailResetSubject: "إعادة تعيين كلمة مرور أكاديمية {brand}",
  mailResetBody:
    "مرحبًا {name}،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك في أكاديمية {brand}. افتح هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:\n\n{link}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة؛ ستبقى كلمة المرور دون تغيير.",
  verifyTitle: "تأكيد بريدك الإلكتروني",
  verifyLead: "أكّد أن {email} هو بريدك الإلكتروني في أكاديمية {brand}.",
  verifyConfirm: "تأكيد بريدي الإلكتروني",
  verifyDone: "شكرًا لك: تم تأكيد بريدك الإلكتروني.",
  verifyInvalid:
    "هذا الرابط غير صالح أو مستخدم أو منتهي الصلاحية. يمكن لصفحة تعلّمي أن ترسل إليك رابطًا جديدًا.",
  continueToPortal: "المتابعة إلى أكاديمية {brand}",
  mailVerifySubject: "تأكيد بريدك الإلكتروني في أكاديمية {brand}",
  mailVerifyBody:
    "مرحبًا {name}،\n\nيرجى تأكيد أن هذا هو بريدك الإلكتروني في أكاديمية {brand}. تحتاج خطابات الدعوة المرسلة إليه وتسجيل الدخول من تطبيقات الشركاء إلى بريد مؤكَّد. افتح هذا الرابط خلال يومين:\n\n{link}\n\nإذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.",
  fieldRequired: "يرجى ملء هذا الحقل.",
};

const packs: Record<string, IdpTexts> = { en, ar };

export function idpTexts(language: string | undefined, brand: string): IdpTexts {
  const pack = packs[language?.toLowerCase().split("-")[0] ?? "en"] ?? en;
  return Object.fromEntries(
    Object.entries(pack).map(([key, value]) => [key, value.replaceAll("{brand}", brand)]),
  ) as IdpTexts;
}

export const isRtl = (language: string | undefined) =>
  language?.toLowerCase().startsWith("ar") ?? false;
