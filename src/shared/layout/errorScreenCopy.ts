export const errorScreenCopy = {
  title: "Something went wrong",
  heading: "Something went wrong",
  text: "Sorry, this page ran into a problem on our side. Nothing you entered was sent anywhere it shouldn't be.",
  reload: "Reload the page",
  home: "Go to the home page",
  sessionNotRemembered:
    "This browser isn't letting Strangers remember you, so you'll be logged out when you close this tab.",
} as const;
