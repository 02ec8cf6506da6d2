// 'Video' and 'Tour virtual' (issue 34): the hosts each takes and the embed the player builds (the form's messages:
// form-schema.test.ts).
import { describe, expect, it } from "vitest";
import { isTourLink, videoEmbed } from "./media-links.ts";

describe("the video link", () => {
  it("plays YouTube from its privacy-enhanced host and Vimeo without tracking", () => {
    const nocookie = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1";
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ])
      expect(videoEmbed(link), link).toEqual({ host: "YouTube", src: nocookie });
    expect(videoEmbed("https://vimeo.com/76979871")).toEqual({
      host: "Vimeo",
      src: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
    });
    expect(videoEmbed("https://vimeo.com/76979871/4f1c2b3a9e")?.src).toContain("&h=4f1c2b3a9e");
  });

  it("takes nothing else", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=short",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
      "https://vimeo.com/channels/staffpicks",
      "https://www.dailymotion.com/video/x7tgad0",
      "youtu.be/dQw4w9WgXcQ",
    ])
      expect(videoEmbed(link), link).toBeNull();
  });
});

describe("the virtual tour link", () => {
  it("is a Matterport, Kuula or Street View link", () => {
    for (const link of [
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      "https://kuula.co/share/collection/7lVLq",
      "https://www.google.com/maps/@-31.9712,-64.5603,3a,75y,90t/data=!3m6!1e1!3m4!1sAF1Q",
      "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=-31.97,-64.56",
      "https://maps.app.goo.gl/abc123XYZ",
      "https://goo.gl/maps/abc123",
    ])
      expect(isTourLink(link), link).toBe(true);
  });

  it("is not a map, another site or a script", () => {
    for (const link of [
      "https://www.google.com/maps/place/Amboy",
      "https://matterport.com.evil.example/show",
      "https://goo.gl/abc",
      "javascript:alert(1)",
      "https://example.com/tour",
    ])
      expect(isTourLink(link), link).toBe(false);
  });
});
